package ruling

import (
	"errors"
	"fmt"
	"slices"
)

// Catalog is a list of flows: the rulings an app offers, in the order it shows them. The
// catalogue of rulings (package catalog) builds the one the app uses; tests build small ones.
type Catalog struct {
	flows []*Flow
}

// NewCatalog lists the flows in the order given.
func NewCatalog(flows ...*Flow) *Catalog { return &Catalog{flows: slices.Clone(flows)} }

// Flows returns every flow in catalogue order.
func (c *Catalog) Flows() []*Flow { return slices.Clone(c.flows) }

// Lookup returns the flow with this id, or nil.
func (c *Catalog) Lookup(id string) *Flow {
	for _, f := range c.flows {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// InCategory returns the flows of one category, in catalogue order.
func (c *Catalog) InCategory(cat Category) []*Flow {
	var out []*Flow
	for _, f := range c.flows {
		if f.Category == cat {
			out = append(out, f)
		}
	}
	return out
}

// Validate checks every flow (Flow.Validate), that no id is used twice, and that every
// follow-up on every path links only to a flow in this catalogue, so a reminder never points
// at a ruling the app does not have. A follow-up about a ruling not built yet keeps its words
// and leaves Flow empty.
func (c *Catalog) Validate() error {
	var errs []error
	seen := map[string]bool{}
	for _, f := range c.flows {
		if seen[f.ID] {
			errs = append(errs, fmt.Errorf("flow id %q is listed twice", f.ID))
		}
		seen[f.ID] = true
		if err := f.Validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		paths, _ := f.Paths() // Validate has walked them without error
		for _, p := range paths {
			for _, fu := range p.Outcome.FollowUps {
				if fu.Flow != "" && c.Lookup(fu.Flow) == nil {
					errs = append(errs, fmt.Errorf("%s: ending %q after %s: follow-up links to %q, which is not in the catalogue",
						f.ID, p.Outcome.ID, p.Describe(), fu.Flow))
				}
			}
		}
	}
	return errors.Join(errs...)
}

package ruling

import (
	"regexp"
	"strings"
	"sync"
)

// The director's scripts speak in the first person ("I will adjust the score", "call me back"):
// the director reads them at the table. A player reading "What happens when…?" alone at the
// front desk has no "I" in front of them, so the same sentences are turned to the third person
// there ("the director will adjust the score", "call the director back"). One rewrite, here,
// rather than a second wording in every flow.

// voice holds the rewrite's patterns, compiled on the first rewrite: only the front desk's
// answers are rewritten, so the app's start (the home page) does not compile them.
var voice = sync.OnceValue(func() *voicePatterns {
	return &voicePatterns{
		firstPersonI:  regexp.MustCompile(`\bI(?:'ll\b|\b(?: (first|then|also|only|now|still|always|never))? ([A-Za-z]+))`),
		firstPersonMe: regexp.MustCompile(`\b(me|myself|my|My)\b`),
		andVerb:       regexp.MustCompile(`(the director (?:first |then |also )?[a-z]+s\b[^.;]*?\b(?:and|then) )(adjust|apply|transfer|assign|award|check|decide|rule|look|take|settle)\b`),
		sentenceStart: regexp.MustCompile(`(^|[.!?] )the director`),
	}
})

type voicePatterns struct {
	// firstPersonI finds "I" with the words that follow it up to its verb: an optional adverb
	// ("I first decide") and the verb, or a contracted "I'll"; firstPersonMe "me", "my" and
	// "myself".
	firstPersonI, firstPersonMe *regexp.Regexp
	// andVerb is a second verb the director's sentence goes on with ("I check …, and adjust the
	// score"): it takes the third person too. Only the verbs the scripts use this way are named,
	// so "and play goes on" is never touched.
	andVerb *regexp.Regexp
	// sentenceStart finds "the director" where a sentence begins.
	sentenceStart *regexp.Regexp
}

// modals keep their form after "the director": "I will" becomes "the director will".
var modals = map[string]bool{"will": true, "may": true, "must": true, "can": true, "could": true,
	"would": true, "should": true, "might": true, "shall": true}

// irregular verbs in the third person.
var thirdPersonOf = map[string]string{"am": "is", "have": "has", "do": "does", "was": "was", "go": "goes"}

// ThirdPerson rewrites a sentence the director would say into one about the director.
func ThirdPerson(s string) string {
	v := voice()
	s = v.firstPersonI.ReplaceAllStringFunc(s, func(m string) string {
		if m == "I'll" {
			return "the director will"
		}
		sub := v.firstPersonI.FindStringSubmatch(m)
		adverb, verb := sub[1], sub[2]
		out := "the director "
		if adverb != "" {
			out += adverb + " "
		}
		return out + conjugate(verb)
	})
	s = v.andVerb.ReplaceAllStringFunc(s, func(m string) string {
		sub := v.andVerb.FindStringSubmatch(m)
		return sub[1] + conjugate(sub[2])
	})
	s = v.firstPersonMe.ReplaceAllStringFunc(s, func(m string) string {
		if m == "my" || m == "My" {
			return "the director's"
		}
		return "the director"
	})
	return capitaliseSentences(s)
}

// conjugate gives the third-person singular of a verb the director says of themself.
func conjugate(verb string) string {
	switch {
	case modals[verb], strings.HasSuffix(verb, "ed") && !strings.HasSuffix(verb, "eed"): // "I ruled", but "I need"
		return verb
	case thirdPersonOf[verb] != "":
		return thirdPersonOf[verb]
	case strings.HasSuffix(verb, "s"), strings.HasSuffix(verb, "sh"), strings.HasSuffix(verb, "ch"), strings.HasSuffix(verb, "x"):
		return verb + "es"
	case len(verb) > 1 && strings.HasSuffix(verb, "y") && !strings.ContainsRune("aeiou", rune(verb[len(verb)-2])):
		return verb[:len(verb)-1] + "ies"
	}
	return verb + "s"
}

func capitaliseSentences(s string) string {
	return voice().sentenceStart.ReplaceAllString(s, "${1}The director")
}

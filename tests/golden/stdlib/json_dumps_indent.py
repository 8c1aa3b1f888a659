# indent (int or str) and sort_keys; empty containers stay on one line.
import json
data = {"b": [1, {"c": 2}], "a": {}, "d": []}
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, indent="\t"))
print(json.dumps([1, [2]], indent=0))

# expect: {
# expect:   "a": {},
# expect:   "b": [
# expect:     1,
# expect:     {
# expect:       "c": 2
# expect:     }
# expect:   ],
# expect:   "d": []
# expect: }
# expect: {
# expect: 	"b": [
# expect: 		1,
# expect: 		{
# expect: 			"c": 2
# expect: 		}
# expect: 	],
# expect: 	"a": {},
# expect: 	"d": []
# expect: }
# expect: [
# expect: 1,
# expect: [
# expect: 2
# expect: ]
# expect: ]

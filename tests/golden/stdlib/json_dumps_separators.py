# separators, and the item separator that indent implies.
import json
d = {"a": 1, "b": [1, 2]}
print(json.dumps(d, separators=(",", ":")))
print(json.dumps(d, separators=(";", "=")))
print(json.dumps(d, indent=1, separators=(", ", ": ")))

# expect: {"a":1,"b":[1,2]}
# expect: {"a"=1;"b"=[1;2]}
# expect: {
# expect:  "a": 1, 
# expect:  "b": [
# expect:   1, 
# expect:   2
# expect:  ]
# expect: }

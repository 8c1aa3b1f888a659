# Non-string keys become strings; skipkeys drops the others.
import json
print(json.dumps({1: "i", 2.5: "f", True: "b", None: "n", "s": "s"}))
print(json.dumps({(1, 2): "t", "a": 1}, skipkeys=True))
try:
    json.dumps({(1, 2): "t"})
except TypeError as e:
    print(e)

# expect: {"1": "b", "2.5": "f", "null": "n", "s": "s"}
# expect: {"a": 1}
# expect: keys must be str, int, float, bool or None, not tuple

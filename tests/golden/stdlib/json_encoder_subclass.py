# A JSONEncoder subclass overriding default, through cls=.
import json
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"tags": {"b", "a"}}, cls=SetEncoder))
print(json.dumps({"tags": {3, 1}}, cls=SetEncoder, indent=2))
print(SetEncoder(sort_keys=True).encode({"z": 1, "a": {2}}))
try:
    json.dumps({"c": 1j}, cls=SetEncoder)
except TypeError as e:
    print(e)

# expect: {"tags": ["a", "b"]}
# expect: {
# expect:   "tags": [
# expect:     1,
# expect:     3
# expect:   ]
# expect: }
# expect: {"a": [2], "z": 1}
# expect: Object of type complex is not JSON serializable

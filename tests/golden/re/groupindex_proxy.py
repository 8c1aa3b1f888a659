# groupindex is a read-only mapping (mappingproxy), a plain {} without named groups.
import re
p = re.compile(r"(?P<key>\w+)=(?P<value>\d+)")
g = p.groupindex
print(g, repr(g), len(g), g["key"], "value" in g, list(g), g.get("x", 0), sorted(g.items()), list(g.keys()), list(g.values()))
print(g == {"key": 1, "value": 2}, dict(g), type(g).__name__, [repr(re.compile("a").groupindex)])
try:
    g["x"] = 3
except TypeError as e:
    print(e)
try:
    g["nope"]
except KeyError as e:
    print("KeyError", e)

# expect: {'key': 1, 'value': 2} mappingproxy({'key': 1, 'value': 2}) 2 1 True ['key', 'value'] 0 [('key', 1), ('value', 2)] ['key', 'value'] [1, 2]
# expect: True {'key': 1, 'value': 2} mappingproxy ['{}']
# expect: 'mappingproxy' object does not support item assignment
# expect: KeyError 'nope'

# pprint: what fits on a line is the repr, with dict keys sorted (pp keeps their order).
from pprint import pprint, pformat, pp
pprint({"name": "Widget", "tags": ["a", "b"], "dims": {"w": 10, "h": 20}, "id": 42})
pp({"b": 1, "a": 2})
print(pformat({"x": 1, 2: "mixed"}), pformat((1,)), pformat(set()), pformat([]))

# expect: {'dims': {'h': 20, 'w': 10}, 'id': 42, 'name': 'Widget', 'tags': ['a', 'b']}
# expect: {'b': 1, 'a': 2}
# expect: {2: 'mixed', 'x': 1} (1,) set() []

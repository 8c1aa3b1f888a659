# pprint.PrettyPrinter: the options kept on the instance for its pprint and pformat methods
import io
import pprint

pp = pprint.PrettyPrinter(indent=4, width=30)
pp.pprint({"alpha": [1, 2, 3], "beta": {"gamma": "delta", "epsilon": "zeta"}})
narrow = pprint.PrettyPrinter(width=20, sort_dicts=False)
d = {"zeta": [1, 2, 3, 4, 5, 6], "alpha": {"x": 1}}
narrow.pprint(d)
print(narrow.pformat(d) == pprint.pformat(d, width=20, sort_dicts=False))
buf = io.StringIO()
pprint.PrettyPrinter(stream=buf, depth=1).pprint([1, [2, [3]]])
print(repr(buf.getvalue()))
print(type(pp).__name__, isinstance(pp, pprint.PrettyPrinter))
pprint.PrettyPrinter().pprint(list(range(3)))
for bad in [dict(indent=-1), dict(width=0), dict(depth=0)]:
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print("ValueError:", e)

# expect: {   'alpha': [1, 2, 3],
# expect:     'beta': {   'epsilon': 'zeta',
# expect:                 'gamma': 'delta'}}
# expect: {'zeta': [1,
# expect:           2,
# expect:           3,
# expect:           4,
# expect:           5,
# expect:           6],
# expect:  'alpha': {'x': 1}}
# expect: True
# expect: '[1, [...]]\n'
# expect: PrettyPrinter True
# expect: [0, 1, 2]
# expect: ValueError: indent must be >= 0
# expect: ValueError: width must be != 0
# expect: ValueError: depth must be > 0

# Structures nested 100,000 deep through C code that recursed without a bound (C stack
# overflows before): json.loads, pprint, namedtuple and slice reprs, dict and OrderedDict
# comparison each raise CPython's RecursionError.
import json, pprint, collections
N = 100000
def nest(make):
    d = 1
    for _ in range(N):
        d = make(d)
    return d
P = collections.namedtuple("P", "x")
cases = [
    lambda: json.loads("[" * N + "]" * N),
    lambda: json.loads('{"a":' * N + "1" + "}" * N),
    lambda: pprint.pformat(nest(lambda d: [d])),
    lambda: repr(nest(P)),
    lambda: repr(nest(slice)),
    lambda: nest(lambda d: {1: d}) == nest(lambda d: {1: d}),
    lambda: nest(lambda d: collections.OrderedDict(a=d)) == nest(lambda d: collections.OrderedDict(a=d)),
]
for case in cases:
    try:
        case()
    except RecursionError as e:
        print(e)
print(json.loads("[[[1]]]"), repr(P(P(1))), repr(slice(slice(1))), {1: {2: 3}} == {1: {2: 3}})
# expect: maximum recursion depth exceeded while decoding a JSON array from a unicode string
# expect: maximum recursion depth exceeded while decoding a JSON object from a unicode string
# expect: maximum recursion depth exceeded while calling a Python object
# expect: maximum recursion depth exceeded
# expect: maximum recursion depth exceeded while getting the repr of an object
# expect: maximum recursion depth exceeded in comparison
# expect: maximum recursion depth exceeded in comparison
# expect: [[[1]]] P(x=P(x=1)) slice(None, slice(None, 1, None), None) True

# json.JSONDecoder: a subclass setting object_hook in __init__ used through loads(cls=...),
# decode and raw_decode called directly, a subclass overriding decode, and the argument errors.
import json
from decimal import Decimal
class PointDecoder(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        super().__init__(object_hook=self.hook, *args, **kwargs)
    def hook(self, d):
        if d.keys() == {"x", "y"}:
            return (d["x"], d["y"])
        return d
print(json.loads('{"p": {"x": 1, "y": 2}, "q": [{"x": 0, "y": -1}]}', cls=PointDecoder))
print(json.loads('[1.5, 2]', cls=PointDecoder, parse_float=Decimal))
d = json.JSONDecoder()
print(d.decode('  {"a": [1, 2.5, null]}  '), d.raw_decode('[1] tail'), d.raw_decode('xx 7', 3))
print(d.parse_float, d.parse_int, d.object_hook, d.strict, d.object_pairs_hook)
print(json.JSONDecoder(parse_int=str).decode("[10, 2]"), isinstance(d, json.JSONDecoder), json.JSONDecoder.__module__)
for args in [(" 1",), ("[1,2]", -1), (5,)]:
    try:
        print(d.raw_decode(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for s in ["[1] x", "", 5, b"1"]:
    try:
        print(d.decode(s))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
class Upper(json.JSONDecoder):
    def decode(self, s):
        return super().decode(s.upper())
print(json.loads('"abc"', cls=Upper), json.loads(b'[true]', cls=json.JSONDecoder))
try:
    json.JSONDecoder(1)
except TypeError as e:
    print(e)
# expect: {'p': (1, 2), 'q': [(0, -1)]}
# expect: [Decimal('1.5'), 2]
# expect: {'a': [1, 2.5, None]} ([1], 3) (7, 4)
# expect: <class 'float'> <class 'int'> None True None
# expect: ['10', '2'] True json.decoder
# expect: JSONDecodeError Expecting value: line 1 column 1 (char 0)
# expect: ValueError idx cannot be negative
# expect: TypeError first argument must be a string, not int
# expect: JSONDecodeError Extra data: line 1 column 5 (char 4)
# expect: JSONDecodeError Expecting value: line 1 column 1 (char 0)
# expect: TypeError expected string or bytes-like object, got 'int'
# expect: TypeError cannot use a string pattern on a bytes-like object
# expect: ABC [True]
# expect: JSONDecoder.__init__() takes 1 positional argument but 2 were given

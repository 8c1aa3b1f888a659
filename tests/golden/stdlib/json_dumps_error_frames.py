# json.dumps of what JSON cannot hold (a set, an object, a tuple key): CPython's one-shot C
# encoder raises under json's frames (dumps, encode, iterencode, and default for an object).
import json


class Point:
    pass


for call in [lambda: json.dumps({(1, 2): "pair"}), lambda: json.dumps([float("nan")], allow_nan=False),
             lambda: json.dumps({"p": Point()}, sort_keys=True)]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(json.dumps({"tags": ["a", "b"]}))
json.dumps({"tags": {"a", "b"}})
# expect: TypeError keys must be str, int, float, bool or None, not tuple
# expect: ValueError Out of range float values are not JSON compliant
# expect: TypeError Object of type Point is not JSON serializable
# expect: {"tags": ["a", "b"]}
# expect stderr:   File "/usr/lib/python3.11/json/__init__.py", line 231, in dumps
# expect stderr:     return _default_encoder.encode(obj)
# expect stderr:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3.11/json/encoder.py", line 200, in encode
# expect stderr:   File "/usr/lib/python3.11/json/encoder.py", line 258, in iterencode
# expect stderr:   File "/usr/lib/python3.11/json/encoder.py", line 180, in default
# expect stderr:     raise TypeError(f'Object of type {o.__class__.__name__} '
# expect runtime error: TypeError: Object of type set is not JSON serializable

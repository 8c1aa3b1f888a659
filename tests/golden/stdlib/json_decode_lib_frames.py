# json decode errors carry CPython's library frames (json/__init__.py, json/decoder.py), with
# their source lines and carets, under the program's own frames
import io
import json
import traceback

def show(fn):
    try:
        fn()
    except (ValueError, TypeError):
        print(traceback.format_exc().replace(__file__, "PROG"))

show(lambda: json.loads('{"a": 1,}'))
show(lambda: json.loads(''))
show(lambda: json.loads('[1] x'))
show(lambda: json.loads('[1,', object_hook=dict))
show(lambda: json.load(io.StringIO('[1, 2')))
show(lambda: json.loads(5))
try:
    json.loads("[1, 2")
except json.JSONDecodeError as e:
    print(e.msg, e.pos, len(traceback.extract_tb(e.__traceback__)))

# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 13, in <lambda>
# expect:     show(lambda: json.loads('{"a": 1,}'))
# expect:                  ^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
# expect:     return _default_decoder.decode(s)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
# expect:     obj, end = self.raw_decode(s, idx=_w(s, 0).end())
# expect:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 353, in raw_decode
# expect:     obj, end = self.scan_once(s, idx)
# expect:                ^^^^^^^^^^^^^^^^^^^^^^
# expect: json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 9 (char 8)
# expect:
# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 14, in <lambda>
# expect:     show(lambda: json.loads(''))
# expect:                  ^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
# expect:     return _default_decoder.decode(s)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
# expect:     obj, end = self.raw_decode(s, idx=_w(s, 0).end())
# expect:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 355, in raw_decode
# expect:     raise JSONDecodeError("Expecting value", s, err.value) from None
# expect: json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)
# expect:
# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 15, in <lambda>
# expect:     show(lambda: json.loads('[1] x'))
# expect:                  ^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
# expect:     return _default_decoder.decode(s)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 340, in decode
# expect:     raise JSONDecodeError("Extra data", s, end)
# expect: json.decoder.JSONDecodeError: Extra data: line 1 column 5 (char 4)
# expect:
# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 16, in <lambda>
# expect:     show(lambda: json.loads('[1,', object_hook=dict))
# expect:                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 359, in loads
# expect:     return cls(**kw).decode(s)
# expect:            ^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
# expect:     obj, end = self.raw_decode(s, idx=_w(s, 0).end())
# expect:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 355, in raw_decode
# expect:     raise JSONDecodeError("Expecting value", s, err.value) from None
# expect: json.decoder.JSONDecodeError: Expecting value: line 1 column 4 (char 3)
# expect:
# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 17, in <lambda>
# expect:     show(lambda: json.load(io.StringIO('[1, 2')))
# expect:                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 293, in load
# expect:     return loads(fp.read(),
# expect:            ^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
# expect:     return _default_decoder.decode(s)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 337, in decode
# expect:     obj, end = self.raw_decode(s, idx=_w(s, 0).end())
# expect:                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/decoder.py", line 353, in raw_decode
# expect:     obj, end = self.scan_once(s, idx)
# expect:                ^^^^^^^^^^^^^^^^^^^^^^
# expect: json.decoder.JSONDecodeError: Expecting ',' delimiter: line 1 column 6 (char 5)
# expect:
# expect: Traceback (most recent call last):
# expect:   File "PROG", line 9, in show
# expect:     fn()
# expect:   File "PROG", line 18, in <lambda>
# expect:     show(lambda: json.loads(5))
# expect:                  ^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3.11/json/__init__.py", line 339, in loads
# expect:     raise TypeError(f'the JSON object must be str, bytes or bytearray, '
# expect: TypeError: the JSON object must be str, bytes or bytearray, not int
# expect:
# expect: Expecting ',' delimiter 5 4

# an uncaught json error prints the library frames as CPython does
import json
data = json.loads('{"name": "x",}')
# expect stderr:   File "/usr/lib/python3.11/json/__init__.py", line 346, in loads
# expect stderr:     return _default_decoder.decode(s)
# expect stderr:   File "/usr/lib/python3.11/json/decoder.py", line 353, in raw_decode
# expect runtime error: json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 14 (char 13)

# An uncaught JSONDecodeError names its module.
import json
json.loads('{"a": }')

# expect runtime error: json.decoder.JSONDecodeError: Expecting value: line 1 column 7 (char 6)

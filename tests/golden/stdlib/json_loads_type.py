# loads wants str, bytes or bytearray.
import json
json.loads(5)

# expect runtime error: TypeError: the JSON object must be str, bytes or bytearray, not int

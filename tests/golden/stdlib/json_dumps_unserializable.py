# Objects json cannot encode.
import json
json.dumps({"s": {1, 2}})

# expect runtime error: TypeError: Object of type set is not JSON serializable

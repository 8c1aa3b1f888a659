# A list that contains itself.
import json
a = [1]
a.append(a)
json.dumps(a)

# expect runtime error: ValueError: Circular reference detected

# NaN and the infinities; allow_nan=False refuses them.
import json
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
json.dumps(float("inf"), allow_nan=False)

# expect: [NaN, Infinity, -Infinity]
# expect runtime error: ValueError: Out of range float values are not JSON compliant

# json.dumps of a list nested 100,000 deep: RecursionError as CPython's (a C stack overflow before).
import json
deep = []
for _ in range(100000):
    deep = [deep]
try:
    json.dumps(deep)
except RecursionError as e:
    print(e)
try:
    json.dumps(deep, check_circular=False)
except RecursionError as e:
    print(e)
print(json.dumps([[[1, {"a": [2]}]]]))
# expect: maximum recursion depth exceeded while encoding a JSON object
# expect: maximum recursion depth exceeded while encoding a JSON object
# expect: [[[1, {"a": [2]}]]]

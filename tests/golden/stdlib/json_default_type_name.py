# json.dumps's "not JSON serializable" message names the type by __name__ (date, not
# datetime.date), from dumps itself and from JSONEncoder.default.
import json
from datetime import date


class Point:
    pass


for value in [date(2020, 1, 2), {1, 2}, Point(), b"x"]:
    try:
        json.dumps({"v": value})
    except TypeError as e:
        print(e)
# expect: Object of type date is not JSON serializable
# expect: Object of type set is not JSON serializable
# expect: Object of type Point is not JSON serializable
# expect: Object of type bytes is not JSON serializable
try:
    json.JSONEncoder().default(date(2020, 1, 2))
except TypeError as e:
    print(e)
# expect: Object of type date is not JSON serializable
print(json.dumps({"d": date(2020, 1, 2)}, default=str))
# expect: {"d": "2020-01-02"}

# default= converts what json cannot encode.
import json
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(json.dumps([Point(1, 2)], default=lambda o: o.__dict__))
print(json.dumps({"p": Point(3, 4)}, default=vars, indent=2))

# expect: [{"x": 1, "y": 2}]
# expect: {
# expect:   "p": {
# expect:     "x": 3,
# expect:     "y": 4
# expect:   }
# expect: }

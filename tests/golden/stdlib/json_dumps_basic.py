# dumps of the builtin types: floats as repr, tuples as arrays, None/True/False.
import json
print(json.dumps({"name": "Ann", "age": 30, "scores": [90.5, 88, 1e20, 0.1], "ok": True, "x": None, "t": (1, 2)}))
print(json.dumps([2 ** 70, -0.0, 1.5e-7, "s"]))
print(json.dumps("plain"), json.dumps(3), json.dumps(None))

# expect: {"name": "Ann", "age": 30, "scores": [90.5, 88, 1e+20, 0.1], "ok": true, "x": null, "t": [1, 2]}
# expect: [1180591620717411303424, -0.0, 1.5e-07, "s"]
# expect: "plain" 3 null

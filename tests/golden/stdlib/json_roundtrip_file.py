# dump to a file and load it back.
import json, os
path = f"json_roundtrip_file.{os.getpid()}.tmp.json"
with open(path, "w") as f:
    json.dump({"k": [1, 2], "s": "x"}, f, indent=2)
with open(path) as f:
    print(json.load(f))
with open(path) as f:
    print(f.read())
os.remove(path)

# expect: {'k': [1, 2], 's': 'x'}
# expect: {
# expect:   "k": [
# expect:     1,
# expect:     2
# expect:   ],
# expect:   "s": "x"
# expect: }

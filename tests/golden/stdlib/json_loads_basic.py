# loads: objects, arrays, numbers (big ints, floats), escapes, literals; bytes too.
import json
v = json.loads('{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d\\u00e9\\n"}, "e": "\\ud83d\\ude00", "big": 123456789012345678901234567890}')
print(v)
print(json.loads("  [1, 2 ]  "), json.loads('"x"'), json.loads("NaN"), json.loads("-Infinity"), json.loads(b"[1]"))
print(type(json.loads("1.0")).__name__, type(json.loads("10")).__name__, json.loads('{"k": 1, "k": 2}'))
print(json.loads('{"a": 1}', object_hook=lambda d: sorted(d.items())))

# expect: {'a': [1, 2.5, -300.0, True, False, None], 'b': {'c': 'dé\n'}, 'e': '😀', 'big': 123456789012345678901234567890}
# expect: [1, 2] x nan -inf [1]
# expect: float int {'k': 2}
# expect: [('a', 1)]

# str.format_map takes the names from a mapping.
print("{a}-{b}".format_map({"a": 1, "b": 2}), "{name:>6}|{n:.2f}".format_map(dict(name="x", n=2)))
try:
    "{missing}".format_map({"a": 1})
except KeyError as e:
    print("KeyError", e)

# expect: 1-2      x|2.00
# expect: KeyError 'missing'

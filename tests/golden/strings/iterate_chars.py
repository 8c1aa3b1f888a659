# Iterating over a string yields characters.
for ch in "añb":
    print(ch, ord(ch))
print(list("xyz"), [c.upper() for c in "hi"])

# expect: a 97
# expect: ñ 241
# expect: b 98
# expect: ['x', 'y', 'z'] ['H', 'I']

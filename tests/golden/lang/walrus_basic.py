# Assignment expressions in conditions, loops, calls and f-strings.
if (n := len("walrus")) > 3:
    print("long word", n)
lines = iter(["a", "b", ""])
while (line := next(lines)):
    print("line", line)
print(repr(line), (a := 3) + a, max((w := [3, 1, 2])), w, f"{(k := 5)} {k}")
def counter():
    calls = 0
    def bump():
        nonlocal calls
        return (calls := calls + 1)
    return bump
b = counter()
b()
print(b())

# expect: long word 6
# expect: line a
# expect: line b
# expect: '' 6 3 [3, 1, 2] 5 5
# expect: 2

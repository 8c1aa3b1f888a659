# int() and float() of a str subclass read its text; an int subclass indexes sequences.
class Digits(str):
    pass

class Pos(int):
    pass

print(int(Digits("42")), float(Digits("2.5")), int(Digits("ff"), 16))
print("abc"[Pos(1)], [1, 2, 3][Pos(2)], (4, 5)[Pos(0)], max(Pos(3), 2))
# expect: 42 2.5 255
# expect: b 3 4 3

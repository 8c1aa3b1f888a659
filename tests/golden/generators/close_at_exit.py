# A generator still suspended when the program ends is closed then: its finally runs after
# the last line, as CPython closes the generators its module held when it finalizes.
def numbers():
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        print("numbers closed")
for x in numbers():
    if x == 2:
        break
print("after loop", x)
it = numbers()
print(next(it), next(it))
def use():
    g = numbers()
    return next(g)
print(use())
print("last line")
# expect: numbers closed
# expect: after loop 2
# expect: 0 1
# expect: numbers closed
# expect: 0
# expect: last line
# expect: numbers closed

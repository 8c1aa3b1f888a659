# round() of a complex.
print(round(2.5))
print(round(1j))
# expect: 2
# expect runtime error: TypeError: type complex doesn't define __round__ method

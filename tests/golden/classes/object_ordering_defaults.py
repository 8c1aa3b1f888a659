# object defines __lt__/__le__/__gt__/__ge__ returning NotImplemented, so every class has them
class Money:
    def __init__(self, c): self.c = c
    def __lt__(self, o):
        return self.c < o.c if isinstance(o, Money) else NotImplemented

print(hasattr(Money, "__ge__"), hasattr(Money(1), "__le__"), hasattr(object, "__gt__"))
print(object.__lt__(1, 2), object.__ge__("a", "a"))
print(Money(1).__ge__(Money(2)), Money(1).__lt__(Money(2)))
print(Money(2) > Money(1), sorted([Money(3), Money(1)], key=lambda m: m.c)[0].c)
try:
    Money(1) >= Money(2)
except TypeError as e:
    print(e)
try:
    object.__lt__(1)
except TypeError as e:
    print(e)
Money(1) <= Money(2)
# expect: True True True
# expect: NotImplemented NotImplemented
# expect: NotImplemented True
# expect: True 1
# expect: '>=' not supported between instances of 'Money' and 'Money'
# expect: expected 1 argument, got 0
# expect runtime error: TypeError: '<=' not supported between instances of 'Money' and 'Money'

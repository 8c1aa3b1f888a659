# itemgetter raises the lookup's error; attrgetter wants str names.
import operator as op
try:
    op.itemgetter(5)([1])
except IndexError as e:
    print("IndexError:", e)
try:
    op.attrgetter("nope")(1)
except AttributeError as e:
    print("AttributeError:", e)
op.attrgetter(1)

# expect: IndexError: list index out of range
# expect: AttributeError: 'int' object has no attribute 'nope'
# expect runtime error: TypeError: attribute name must be a string

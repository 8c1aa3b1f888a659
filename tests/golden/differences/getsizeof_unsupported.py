# no-cross-check: CPython knows every object's size; Weft's sys.getsizeof has no number for a
# generator (its size depends on CPython's frame layout), so it gives the default when one is
# passed and raises TypeError otherwise (docs/language.md)
import sys
def gen():
    yield 1
print(sys.getsizeof(gen(), -1))
sys.getsizeof(gen())
# expect: -1
# expect runtime error: TypeError: sys.getsizeof() does not know the size of 'generator' objects in Weft

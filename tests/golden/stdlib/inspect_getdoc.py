# getdoc and cleandoc: the docstring with its indentation removed; None without one.
import inspect

class Vector:
    """A 2-D vector.

        Indented detail.
    Back to the margin.
    """
    def norm(self):
        """   Length of the vector.   """
    def bare(self):
        pass

print(inspect.getdoc(Vector))
print(repr(inspect.getdoc(Vector.norm)), repr(inspect.getdoc(Vector().bare)))
print(repr(inspect.cleandoc("\n\n   first\n     second\n   third\n\n")))
print(repr(inspect.cleandoc("one line")))
# expect: A 2-D vector.
# expect:
# expect:     Indented detail.
# expect: Back to the margin.
# expect: 'Length of the vector.   ' None
# expect: 'first\n  second\nthird'
# expect: 'one line'

# := inside a generator expression in a class body is refused as in a list comprehension.
class D:
    g = ((b := i) for i in range(3))
# expect error: SyntaxError: assignment expression within a comprehension cannot be used in a class body

# := inside a comprehension in a class body is refused (it would bind in the class).
class D:
    xs = [(b := i) for i in range(3)]
# expect error: SyntaxError: assignment expression within a comprehension cannot be used in a class body

# Annotations that use forms such as list[int] or int | None do not stop a program.
def total(xs: list[int], scale: int | None = None) -> dict[str, int]:
    return {'sum': sum(xs) * (scale or 1)}
class Box:
    items: list[str] = []
print(total([1, 2]), total([1], 3), Box.items)

# expect: {'sum': 3} {'sum': 3} []

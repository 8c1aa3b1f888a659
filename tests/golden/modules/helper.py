# golden-module: imported by the import_*.py programs beside it
"""A course's helper file."""
counter = 0
SCALE = 2


def bump():
    global counter
    counter += 1
    return counter


def scaled(x):
    return x * SCALE


def scaled_twice(x):
    return scaled(scaled(x))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


def divide(a, b):
    return a / b


def uses_typo(x):
    return x * SCAL


_private = "hidden"

if __name__ == "__main__":
    print("helper run as a program")
print("helper loaded as", __name__)

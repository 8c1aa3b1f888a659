# golden-module: pkg.base
OFFSET = 100


def twice(x):
    return 2 * x

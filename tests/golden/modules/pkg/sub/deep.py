# golden-module: pkg.sub.deep, importing from its parent's sibling
from ..tools import f


def g():
    return f(10)

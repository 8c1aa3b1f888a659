# golden-module: pkg.tools, with relative imports
from . import base
from .base import twice


def f(x):
    return twice(x) + base.OFFSET


print("pkg.tools:", __name__, __package__)

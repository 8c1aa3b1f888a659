# golden-module: star imports inside a module bind the module's globals
from helper import *
from math import *


def use():
    return scaled(2), floor(2.5)


NAMES = sorted(k for k in globals() if not k.startswith("__"))

# golden-module: a dataclass, an Enum, namedtuples and a frame's globals in a module
from dataclasses import dataclass
from enum import Enum
from collections import namedtuple
from typing import NamedTuple
@dataclass
class P:
    x: int
    y: int = 2
class Color(Enum):
    RED = 1
NT = namedtuple("NT", "a b")
class TN(NamedTuple):
    a: int
def f(a, b=2):
    """doc of f"""
    return a


import sys


def frame_names():
    return sys._getframe(0).f_globals["__name__"], sys._getframe(1).f_globals["__name__"]

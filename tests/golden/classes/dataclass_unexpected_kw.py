# an unknown keyword argument to the generated __init__
from dataclasses import dataclass


@dataclass
class P:
    x: int


P(1, z=2)
# expect runtime error: TypeError: P.__init__() got an unexpected keyword argument 'z'

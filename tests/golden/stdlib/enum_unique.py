# @unique refuses aliases.
from enum import Enum, unique
@unique
class Dup(Enum):
    A = 1
    B = 1

# expect runtime error: ValueError: duplicate values found in <enum 'Dup'>: B -> A

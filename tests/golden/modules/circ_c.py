# golden-module: a `from` import in a cycle
from circ_d import y
x = 1

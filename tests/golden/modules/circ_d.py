# golden-module: imports a name circ_c has not bound yet
from circ_c import x
y = 2

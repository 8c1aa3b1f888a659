# partialmethod: a method with some arguments fixed.
from functools import partialmethod
class Cell:
    def __init__(self):
        self.alive = False
    def set_state(self, state, why="?"):
        self.alive = state
        self.why = why
    set_alive = partialmethod(set_state, True, why="born")
    set_dead = partialmethod(set_state, False)
c = Cell(); c.set_alive(); print(c.alive, c.why); c.set_dead(); print(c.alive, c.why)
# expect: True born
# expect: False ?

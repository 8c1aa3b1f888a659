import numpy as np
np.datetime64('2021-02-30')
# expect runtime error: ValueError: Day out of range in datetime string "2021-02-30"

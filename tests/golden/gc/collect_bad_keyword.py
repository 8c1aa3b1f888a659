# gc.collect takes only `generation` as a keyword.
import gc

gc.collect(gen=2)
# expect runtime error: TypeError: 'gen' is an invalid keyword argument for collect()

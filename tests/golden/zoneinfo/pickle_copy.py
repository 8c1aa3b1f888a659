# Pickling or copying a ZoneInfo gives the cached zone back (a no_cache one: a fresh zone).
import pickle, copy
from zoneinfo import ZoneInfo
z = ZoneInfo("Europe/Paris")
print(pickle.loads(pickle.dumps(z)) is z, copy.deepcopy(z) is z, copy.copy(z) is z)
fresh = pickle.loads(pickle.dumps(ZoneInfo.no_cache("UTC")))
print(fresh is ZoneInfo("UTC"), fresh, repr(fresh))

# expect: True True True
# expect: False UTC zoneinfo.ZoneInfo(key='UTC')

# field(metadata=...) is kept on the Field that fields() returns.
from dataclasses import dataclass, field, fields
@dataclass
class Reading:
    x: int = field(default=5, repr=False)
    y: float = field(default=0.0, metadata={"unit": "m"})
print(Reading(), [(f.name, f.default, f.metadata.get("unit"), len(f.metadata)) for f in fields(Reading)])
# expect: Reading(y=0.0) [('x', 5, None, 0), ('y', 0.0, 'm', 1)]

# A small Atlas module, as `terrain-constructs convert main.tf` finds it: main.ts next to it is
# what convert writes (test/cli/port-examples.test.ts converts this file and compares).
variable "project_id" {
  type        = string
  description = "The Atlas project the cluster belongs to."
}

variable "app_password" {
  type      = string
  sensitive = true
}

resource "mongodbatlas_advanced_cluster" "orders" {
  project_id   = var.project_id
  name         = "orders"
  cluster_type = "REPLICASET"

  replication_specs = [
    {
      region_configs = [
        {
          provider_name = "AWS"
          region_name   = "EU_WEST_1"
          priority      = 7
          electable_specs = {
            instance_size = "M10"
            node_count    = 3
          }
        },
      ]
    },
  ]

  tags = {
    team = "orders"
  }
}

resource "mongodbatlas_database_user" "app" {
  project_id         = var.project_id
  username           = "orders-app"
  password           = var.app_password
  auth_database_name = "admin"

  roles {
    role_name     = "readWrite"
    database_name = "orders"
  }

  scopes {
    name = mongodbatlas_advanced_cluster.orders.name
    type = "CLUSTER"
  }
}

resource "mongodbatlas_project_ip_access_list" "office" {
  project_id = var.project_id
  cidr_block = "203.0.113.0/24"
  comment    = "office"
}

output "srv" {
  value = mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv
}
